-- Analytics (issue 21, ADR 065): what each invoice's ledger rows add up to (payments and credits
-- less refunds), kept by the database in the transaction that adds a row, so "what is owed today"
-- reads the open invoices alone instead of the whole ledger. The ledger stays the record: billing
-- computes balances from its rows as before, and ledger.test.ts holds the two equal.
alter table invoices add column settled_amount bigint not null default 0;

-- A void invoice may still take a refund (ledger_entries_check): its settled amount follows it,
-- and nothing else of it changes.
create or replace function invoices_lock() returns trigger
language plpgsql as $$
begin
  if old.status = 'void' and (to_jsonb(new) - 'settled_amount') is distinct from (to_jsonb(old) - 'settled_amount') then
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

-- The invoices that already have ledger rows (one statement; a clinic's invoices are thousands).
update invoices i
   set settled_amount = s.net
  from (select tenant_id, invoice_id, sum(case kind when 'refund' then -amount else amount end) as net
          from ledger_entries
         group by 1, 2) s
 where i.tenant_id = s.tenant_id and i.id = s.invoice_id;

-- Each new ledger row moves its invoice's settled amount (the ledger never changes a row).
create function ledger_entries_settle() returns trigger
language plpgsql as $$
begin
  update invoices
     set settled_amount = settled_amount + case new.kind when 'refund' then -new.amount else new.amount end
   where tenant_id = new.tenant_id and id = new.invoice_id;
  return null;
end $$;

create trigger ledger_entries_settle after insert on ledger_entries
  for each row execute function ledger_entries_settle();
