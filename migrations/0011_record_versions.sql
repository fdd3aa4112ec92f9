-- Record versions: every table with an integer "version" column (the record engine's tables)
-- gets a row trigger that bumps it on every update that changes the row, whoever writes it: the
-- engine, an import, the house-ownership events, plain SQL. An engine update based on an older
-- version is refused (lost updates). Tables added after this migration need their own trigger.
CREATE OR REPLACE FUNCTION record_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema() AND c.column_name = 'version' AND c.data_type = 'integer'
      -- charge_standards.version numbers a standard's versions (written by the charging use cases), not edits.
      AND c.table_name NOT IN ('charge_standards')
    ORDER BY c.table_name
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION record_version_bump()',
      t || '_version', t);
  END LOOP;
END $$;
