-- Codes sort as people read them (2, 11, 101, 1001; 1-2-101 before 1-10-101), not as text
-- (1001 before 101): the key pads every run of digits to 20 places. One expression, so PostgreSQL
-- inlines it; the record engine orders code-like fields by natural_sort_key(column), except where a
-- table stores the key (houses.code_sort, kept by the trigger below, indexed for the house list).
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(value, '([0-9]+)', '00000000000000000000\1', 'g'), '0*([0-9]{20})(?![0-9])', '\1', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION houses_code_sort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.code_sort := natural_sort_key(NEW.code);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER houses_code_sort BEFORE INSERT OR UPDATE OF code ON houses FOR EACH ROW EXECUTE FUNCTION houses_code_sort();
--> statement-breakpoint
UPDATE houses SET code_sort = natural_sort_key(code);
