-- A campaign's messages are made by the campaigns.prepare job after the send call, in batches,
-- so sending to thousands answers at once and shows its progress (issue 18). `recipients` is the
-- audience counted at the send; `prepared_at` is set once every message exists. A campaign sent
-- by earlier code has neither (its messages were made in the call) and reads as prepared.
alter table campaigns
  add column recipients integer,
  add column prepared_at timestamptz;
