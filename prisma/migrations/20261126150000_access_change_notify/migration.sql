-- Every app server remembers, for a few seconds, the active tenant of a slug and what a user may do
-- in a tenant (lib/cache/access.ts). These triggers announce each change that decides it on the
-- channel `hallbook_access`, so every server forgets the stale answer. NOTIFY is delivered at
-- commit (never for a rolled-back change) and follows every way of writing: the app, scripts and
-- SQL typed by hand. Payloads: `tenant:<id>:<slug>` and `user:<id>`.

-- On `users`, `tenant_users` and `impersonation_requests` the trigger's argument names the column
-- of the user whose access the row decides.
CREATE FUNCTION "notify_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tenants' THEN
    -- The old slug's entry goes, and the new one's: it may be remembered as "no such tenant".
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('hallbook_access', 'tenant:' || OLD."id" || ':' || OLD."slug");
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('hallbook_access', 'tenant:' || NEW."id" || ':' || NEW."slug");
    END IF;
  ELSE
    -- Both the old and the new row's user (the same one twice is sent once).
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('hallbook_access', 'user:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('hallbook_access', 'user:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

-- A new tenant too: its slug may be remembered as "no such tenant".
CREATE TRIGGER "tenants_access_notify" AFTER INSERT OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();
CREATE TRIGGER "tenants_access_update_notify"
  AFTER UPDATE OF "is_active", "slug", "name", "timezone", "max_booking_days" ON "tenants"
  FOR EACH ROW
  WHEN ((OLD."is_active", OLD."slug", OLD."name", OLD."timezone", OLD."max_booking_days")
    IS DISTINCT FROM
    (NEW."is_active", NEW."slug", NEW."name", NEW."timezone", NEW."max_booking_days"))
  EXECUTE FUNCTION "notify_access_change"();

-- Not a new user (nothing can be remembered of a row that did not exist), nor a sign-in's
-- last_login_at.
CREATE TRIGGER "users_access_notify" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"('id');
CREATE TRIGGER "users_access_update_notify"
  AFTER UPDATE OF "is_active", "password_hash", "is_staff", "is_superuser", "user_type", "email",
    "name", "uuid" ON "users"
  FOR EACH ROW
  WHEN ((OLD."is_active", OLD."password_hash", OLD."is_staff", OLD."is_superuser", OLD."user_type",
      OLD."email", OLD."name", OLD."uuid")
    IS DISTINCT FROM (NEW."is_active", NEW."password_hash", NEW."is_staff", NEW."is_superuser",
      NEW."user_type", NEW."email", NEW."name", NEW."uuid"))
  EXECUTE FUNCTION "notify_access_change"('id');

CREATE TRIGGER "tenant_users_access_notify" AFTER INSERT OR DELETE ON "tenant_users"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"('user_id');
CREATE TRIGGER "tenant_users_access_update_notify"
  AFTER UPDATE OF "role", "status", "tenant_id", "user_id" ON "tenant_users"
  FOR EACH ROW
  WHEN ((OLD."role", OLD."status", OLD."tenant_id", OLD."user_id")
    IS DISTINCT FROM (NEW."role", NEW."status", NEW."tenant_id", NEW."user_id"))
  EXECUTE FUNCTION "notify_access_change"('user_id');

CREATE TRIGGER "impersonation_requests_access_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "impersonation_requests"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_change"('requester_id');
