-- 楼盘看板: live houses and Σ building area per (company, estate, use state) in house_state_totals,
-- kept like house_counts by statement triggers in the writing transaction, so the dashboard reads
-- a row per estate and state instead of every house. An update moves a house only when its company,
-- estate, use state, area or liveness changes, so editing other fields takes no lock here. Groups are
-- upserted in key order so concurrent writers queue instead of deadlocking; rows are never deleted
-- (a group with no live house left keeps houses = 0 and the dashboard skips it).
CREATE OR REPLACE FUNCTION house_state_totals_add(deltas house_state_totals[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_state_totals AS t (company_id, estate_id, use_state, houses, area)
  SELECT d.company_id, d.estate_id, d.use_state, sum(d.houses), sum(d.area)
  FROM unnest(deltas) d
  GROUP BY d.company_id, d.estate_id, d.use_state
  ORDER BY d.company_id, d.estate_id, d.use_state
  ON CONFLICT (company_id, estate_id, use_state) DO UPDATE
    SET houses = t.houses + excluded.houses, area = t.area + excluded.area;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION houses_state_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_state_totals_add(ARRAY(
    SELECT ROW(n.company_id, n.estate_id, n.use_state, 1, coalesce(n.build_area, 0))::house_state_totals
    FROM new_rows n WHERE n.deleted_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION houses_state_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_state_totals_add(ARRAY(
    SELECT ROW(o.company_id, o.estate_id, o.use_state, -1, -coalesce(o.build_area, 0))::house_state_totals
    FROM old_rows o WHERE o.deleted_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION houses_state_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM house_state_totals_add(ARRAY(
    SELECT x.d FROM (
      SELECT ROW(o.company_id, o.estate_id, o.use_state, -1, -coalesce(o.build_area, 0))::house_state_totals AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.deleted_at IS NULL
        AND (o.company_id, o.estate_id, o.use_state, o.build_area, n.deleted_at IS NULL) IS DISTINCT FROM (n.company_id, n.estate_id, n.use_state, n.build_area, true)
      UNION ALL
      SELECT ROW(n.company_id, n.estate_id, n.use_state, 1, coalesce(n.build_area, 0))::house_state_totals
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.deleted_at IS NULL
        AND (n.company_id, n.estate_id, n.use_state, n.build_area, o.deleted_at IS NULL) IS DISTINCT FROM (o.company_id, o.estate_id, o.use_state, o.build_area, true)
    ) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER houses_state_totals_inserted AFTER INSERT ON houses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION houses_state_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER houses_state_totals_deleted AFTER DELETE ON houses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION houses_state_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER houses_state_totals_updated AFTER UPDATE ON houses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION houses_state_totals_updated();
--> statement-breakpoint
-- Houses written before the triggers existed.
INSERT INTO house_state_totals (company_id, estate_id, use_state, houses, area)
SELECT company_id, estate_id, use_state, count(*), coalesce(sum(build_area), 0) FROM houses WHERE deleted_at IS NULL
GROUP BY company_id, estate_id, use_state
ON CONFLICT (company_id, estate_id, use_state) DO UPDATE SET houses = excluded.houses, area = excluded.area;
