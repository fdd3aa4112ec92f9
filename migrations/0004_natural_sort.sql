-- Codes sort as people read them (2, 11, 101, 1001; 1-2-101 before 1-10-101), not as text
-- (1001 before 101): the key pads every run of digits to 20 places. IMMUTABLE, so it can be
-- indexed: the record engine orders code-like fields by natural_sort_key(column), and the house
-- list (live houses of one estate by code) reads this index in order instead of sorting.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN m.part ~ '^[0-9]' THEN lpad(m.part, greatest(20, length(m.part)), '0') ELSE m.part END, '' ORDER BY m.n), '')
  FROM (SELECT r.match[1] AS part, r.n FROM regexp_matches(value, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS r(match, n)) AS m
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS houses_company_estate_natural_code_idx
  ON houses (company_id, estate_id, natural_sort_key(code), id) WHERE deleted_at IS NULL;
