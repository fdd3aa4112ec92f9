-- The menu stamp (menu_stamps, one row): bumped by statement triggers on everything a menu is
-- built from, in the writing transaction, so a server may keep a built menu while the stamp
-- it was built under is still the current one. Grants change rarely; their writers queue on
-- the one row.
INSERT INTO menu_stamps (id, stamp) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION menu_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_stamps SET stamp = stamp + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER menu_items_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER company_menus_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_menus
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER job_menu_grants_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_menu_grants
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER user_menu_grants_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_menu_grants
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
-- Only the columns a menu (and the rights kept with it) reads: sign-ins and password changes do not touch the stamp.
CREATE TRIGGER users_menu_stamp AFTER UPDATE OF job_id, navigator_state, role, company_id, menu_style ON users
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER role_menu_rights_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menu_rights
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
--> statement-breakpoint
-- The centre introductions and operation tips (sys-intro) are kept with the menu answers' stamp.
CREATE TRIGGER system_documents_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_documents
  FOR EACH STATEMENT EXECUTE FUNCTION menu_stamp_bump();
