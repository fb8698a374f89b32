-- An invitation can be withdrawn: a staff row may be 'deactivated' before it ever had a username
-- and password (widening the check of 0002; no data changes).
alter table staff_users drop constraint staff_users_check;
alter table staff_users
  add constraint staff_users_credentials_check
  check (status in ('invited', 'deactivated') or (username is not null and password_hash is not null));
