-- Billing (issue 17, ADR 048): the clinic's currency, tax rates and payment account; invoices and
-- their lines; the append-only money ledger (payments, refunds, credit notes, write-offs); card
-- payments through the payment provider; idempotency keys of the POSTs that move money; the
-- provider's webhook events, each processed once. Tenant-owned tables follow 0001's rules
-- (tenant_id in every key, forced RLS, the tenant_isolation policy of ADR 025). Amounts are
-- integers in minor units of the clinic's currency.

create table billing_settings (
  tenant_id uuid not null references tenants (id) on delete cascade,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- The platform's share of each card payment, in basis points (set by the system administrator).
  platform_fee_bps integer not null default 0 check (platform_fee_bps between 0 and 2000),
  stripe_account_id text unique check (stripe_account_id ~ '^acct_[A-Za-z0-9_]{1,64}$'),
  stripe_charges_enabled boolean not null default false,
  stripe_details_submitted boolean not null default false,
  stripe_requirements_due text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id)
);

create table tax_rates (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 80),
  -- Basis points: 825 is 8.25 %.
  rate_bps integer not null check (rate_bps between 0 and 10000),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);

-- The last invoice number given per tenant and year. Issuing takes the row's lock and adds one in
-- the issuing transaction: a rolled-back issue gives its number back, so numbers have no gaps.
create table invoice_counters (
  tenant_id uuid not null references tenants (id) on delete cascade,
  year integer not null check (year > 0),
  last_number integer not null default 0 check (last_number >= 0),
  primary key (tenant_id, year)
);

create table invoices (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  patient_id uuid not null,
  appointment_id uuid,
  provider_id uuid,
  branch_id uuid,
  -- INV-2026-000123, given at issue; a draft has none.
  number text check (number ~ '^INV-[0-9]{4}-[0-9]{6,}$'),
  status text not null default 'draft' check (status in ('draft', 'issued', 'partially_paid', 'paid', 'void')),
  -- The clinic's currency when the invoice was created (the server always sets it).
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  notes text not null default '' check (length(notes) <= 2000),
  due_date date,
  -- The discount on the whole invoice, shared over the lines before tax (ADR 048).
  invoice_discount_amount integer not null default 0 check (invoice_discount_amount >= 0),
  -- Sums of the lines, written with them by the server (shared/contracts invoiceAmounts).
  subtotal_amount integer not null default 0 check (subtotal_amount >= 0),
  discount_amount integer not null default 0 check (discount_amount >= 0),
  tax_amount integer not null default 0 check (tax_amount >= 0),
  total_amount integer not null default 0 check (total_amount >= 0),
  issued_at timestamptz,
  voided_at timestamptz,
  void_reason text check (length(void_reason) <= 500),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, number),
  -- A draft has no number; an issued invoice has its number and time; a void one keeps what it had.
  check (status = 'void'
    or (status = 'draft' and number is null and issued_at is null)
    or (status <> 'draft' and number is not null and issued_at is not null)),
  check (total_amount = subtotal_amount - discount_amount + tax_amount),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete set null (appointment_id),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create index invoices_list_idx on invoices (tenant_id, created_at desc);
create index invoices_patient_idx on invoices (tenant_id, patient_id, created_at desc);
create index invoices_appointment_idx on invoices (tenant_id, appointment_id) where appointment_id is not null;

create table invoice_lines (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  invoice_id uuid not null,
  position integer not null check (position between 0 and 99),
  description text not null check (length(description) between 1 and 300),
  service_code text check (service_code ~ '^[A-Z0-9]{4,7}$'),
  diagnosis_codes text[] not null default '{}' check (cardinality(diagnosis_codes) <= 12),
  quantity integer not null check (quantity between 1 and 1000),
  unit_amount integer not null check (unit_amount >= 0),
  tax_rate_id uuid,
  -- The rate as it was when the line was written: a later change of the rate changes no invoice.
  tax_rate_bps integer not null default 0 check (tax_rate_bps between 0 and 10000),
  -- The line's own discount, then its share of the invoice's discount; tax rounded per line.
  discount_amount integer not null default 0 check (discount_amount >= 0),
  invoice_discount_share integer not null default 0 check (invoice_discount_share >= 0),
  gross_amount integer not null check (gross_amount >= 0),
  tax_amount integer not null check (tax_amount >= 0),
  total_amount integer not null check (total_amount >= 0),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, invoice_id, position),
  check (total_amount = gross_amount - discount_amount - invoice_discount_share + tax_amount),
  foreign key (tenant_id, invoice_id) references invoices (tenant_id, id) on delete cascade,
  foreign key (tenant_id, tax_rate_id) references tax_rates (tenant_id, id)
);

-- Every movement of money, append-only: the request and system roles may only insert and read
-- (no UPDATE or DELETE grant), and no role may change a row (ledger_entries_lock). An invoice's
-- paid amount and balance are sums of its rows; nothing else stores them.
create table ledger_entries (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  invoice_id uuid not null,
  kind text not null check (kind in ('payment', 'refund', 'credit_note', 'write_off')),
  amount integer not null check (amount > 0),
  method text check (method in ('cash', 'card_terminal', 'bank_transfer', 'check', 'card', 'other')),
  reference text check (length(reference) <= 120),
  reason text check (length(reason) <= 500),
  -- A refund names the payment it returns.
  payment_id uuid,
  stripe_payment_intent_id text,
  stripe_refund_id text,
  created_by uuid,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  check ((kind = 'refund') = (payment_id is not null)),
  check ((kind = 'payment') = (method is not null) or kind = 'refund'),
  foreign key (tenant_id, invoice_id) references invoices (tenant_id, id),
  foreign key (tenant_id, payment_id) references ledger_entries (tenant_id, id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create index ledger_entries_invoice_idx on ledger_entries (tenant_id, invoice_id, created_at);
create index ledger_entries_payment_idx on ledger_entries (tenant_id, payment_id) where payment_id is not null;
-- A card payment is recorded once, whichever of its webhook deliveries or retries comes first.
create unique index ledger_entries_card_payment_key on ledger_entries (tenant_id, stripe_payment_intent_id)
  where kind = 'payment' and stripe_payment_intent_id is not null;

-- Card payments started through the payment provider (a PaymentIntent on the clinic's account).
create table card_payments (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  invoice_id uuid not null,
  payment_intent_id text not null unique check (length(payment_intent_id) between 3 and 255),
  amount integer not null check (amount > 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'requires_payment_method'
    check (status in ('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, invoice_id) references invoices (tenant_id, id) on delete cascade
);
create index card_payments_invoice_idx on card_payments (tenant_id, invoice_id);

-- Idempotency-Key of a POST that moves money (quality bar 18): the first request with a key takes
-- the row (others with the key wait on it), stores its answer with its work, and a repeat gets the
-- stored answer; the key with another body is refused.
create table idempotency_keys (
  tenant_id uuid not null references tenants (id) on delete cascade,
  scope text not null check (length(scope) between 1 and 200),
  key text not null check (length(key) between 1 and 255),
  request_hash text not null check (length(request_hash) between 1 and 128),
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (tenant_id, scope, key)
);

-- The provider's webhook events, each processed once by its id.
create table payment_provider_events (
  tenant_id uuid not null references tenants (id) on delete cascade,
  event_id text not null check (length(event_id) between 3 and 255),
  type text not null check (length(type) between 1 and 100),
  received_at timestamptz not null default now(),
  primary key (tenant_id, event_id)
);

-- An issued invoice keeps what it says: only its status (as its ledger moves it, or void), its
-- void reason and time, and its patient in a merge (migration 0021's clinio.merge_move) change.
create function invoices_lock() returns trigger
language plpgsql as $$
begin
  if old.status = 'void' and new is distinct from old then
    raise exception 'invoice % is void', old.id using errcode = '55000';
  end if;
  if old.status <> 'draft'
     and (new.number is distinct from old.number
       or new.currency is distinct from old.currency
       or new.notes is distinct from old.notes
       or new.due_date is distinct from old.due_date
       or new.appointment_id is distinct from old.appointment_id
       or new.invoice_discount_amount is distinct from old.invoice_discount_amount
       or new.subtotal_amount is distinct from old.subtotal_amount
       or new.discount_amount is distinct from old.discount_amount
       or new.tax_amount is distinct from old.tax_amount
       or new.total_amount is distinct from old.total_amount
       or new.issued_at is distinct from old.issued_at
       or new.created_at is distinct from old.created_at
       or new.status = 'draft'
       or (new.patient_id is distinct from old.patient_id
           and current_setting('clinio.merge_move', true) is distinct from old.patient_id || '>' || new.patient_id))
  then
    raise exception 'invoice % is issued and cannot change', old.id
      using errcode = '55000', hint = 'A credit note corrects an issued invoice.';
  end if;
  return new;
end $$;

create trigger invoices_lock before update on invoices
  for each row execute function invoices_lock();

-- The lines of an issued invoice never change. A delete cascaded from its tenant's removal
-- (trigger depth above 1) is the one exception.
create function invoice_lines_lock() returns trigger
language plpgsql as $$
declare
  invoice_status text;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  select i.status into invoice_status from invoices i
   where i.tenant_id = coalesce(new.tenant_id, old.tenant_id) and i.id = coalesce(new.invoice_id, old.invoice_id);
  if invoice_status is distinct from 'draft' and invoice_status is not null then
    raise exception 'the lines of an issued invoice cannot change' using errcode = '55000';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end $$;

create trigger invoice_lines_lock before insert or update or delete on invoice_lines
  for each row execute function invoice_lines_lock();

-- A ledger row never changes, whoever runs the UPDATE (the API, a script, psql).
create function ledger_entries_lock() returns trigger
language plpgsql as $$
begin
  raise exception 'ledger rows are append-only' using errcode = '55000', hint = 'Add a correcting row instead.';
end $$;

create trigger ledger_entries_lock before update on ledger_entries
  for each row execute function ledger_entries_lock();

-- What a new ledger row may move, checked under the invoice's row lock: only an issued invoice
-- takes money; a payment by hand never exceeds the balance (a card payment the provider already
-- took is recorded whatever it finds); a refund never exceeds what is left of its payment.
create function ledger_entries_check() returns trigger
language plpgsql as $$
declare
  inv record;
  paid bigint;
  credited bigint;
  refundable bigint;
begin
  select i.status, i.total_amount into inv from invoices i
   where i.tenant_id = new.tenant_id and i.id = new.invoice_id for update;
  if inv.status in ('draft', 'void') and not (new.kind = 'refund') then
    raise exception 'invoice % is %', new.invoice_id, inv.status using errcode = '55000';
  end if;
  select coalesce(sum(case kind when 'payment' then amount when 'refund' then -amount else 0 end), 0),
         coalesce(sum(case when kind in ('credit_note', 'write_off') then amount else 0 end), 0)
    into paid, credited
    from ledger_entries where tenant_id = new.tenant_id and invoice_id = new.invoice_id;
  if new.kind in ('credit_note', 'write_off')
     or (new.kind = 'payment' and new.stripe_payment_intent_id is null) then
    if new.amount > inv.total_amount - paid - credited then
      raise exception 'more than the balance of invoice %', new.invoice_id using errcode = '23514';
    end if;
  end if;
  if new.kind = 'refund' then
    select p.amount - coalesce((select sum(r.amount) from ledger_entries r
                                 where r.tenant_id = p.tenant_id and r.payment_id = p.id), 0)
      into refundable
      from ledger_entries p
     where p.tenant_id = new.tenant_id and p.id = new.payment_id and p.kind = 'payment'
       and p.invoice_id = new.invoice_id;
    if refundable is null or new.amount > refundable then
      raise exception 'more than is left of payment %', new.payment_id using errcode = '23514';
    end if;
  end if;
  return new;
end $$;

create trigger ledger_entries_check before insert on ledger_entries
  for each row execute function ledger_entries_check();

do $$
declare
  t text;
begin
  foreach t in array array[
    'billing_settings', 'tax_rates', 'invoice_counters', 'invoices', 'invoice_lines', 'ledger_entries',
    'card_payments', 'idempotency_keys', 'payment_provider_events'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

-- Invoices are voided, never deleted; a draft's lines come and go; the ledger and the processed
-- events are append-only.
grant select, insert, update on billing_settings, tax_rates, invoice_counters, invoices, card_payments,
  idempotency_keys to clinio_app, clinio_system;
grant select, insert, update, delete on invoice_lines to clinio_app, clinio_system;
grant select, insert on ledger_entries, payment_provider_events to clinio_app, clinio_system;
