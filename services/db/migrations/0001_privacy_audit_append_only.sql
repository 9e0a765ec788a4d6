-- Privacy audit records are append-only: no call may change or delete one.
CREATE OR REPLACE FUNCTION privacy_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'privacy_audit is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER privacy_audit_no_update_delete
  BEFORE UPDATE OR DELETE ON privacy_audit
  FOR EACH ROW EXECUTE FUNCTION privacy_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER privacy_audit_no_truncate
  BEFORE TRUNCATE ON privacy_audit
  FOR EACH STATEMENT EXECUTE FUNCTION privacy_audit_append_only();
