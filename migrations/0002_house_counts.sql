-- Live houses per (company, estate) in house_counts, kept by statement-level triggers with
-- transition tables: one aggregated upsert per statement, in the writing transaction. An update
-- touches a count only when a row's company, estate or liveness changes, so editing a house's
-- fields takes no lock on it. Groups are upserted in key order so concurrent writers queue
-- instead of deadlocking. (TRUNCATE is not counted: nothing truncates houses.)
CREATE OR REPLACE FUNCTION house_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_counts (company_id, estate_id, live)
  SELECT company_id, estate_id, count(*) FROM new_rows WHERE deleted_at IS NULL
  GROUP BY company_id, estate_id ORDER BY company_id, estate_id
  ON CONFLICT (company_id, estate_id) DO UPDATE SET live = house_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION house_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_counts (company_id, estate_id, live)
  SELECT company_id, estate_id, -count(*) FROM old_rows WHERE deleted_at IS NULL
  GROUP BY company_id, estate_id ORDER BY company_id, estate_id
  ON CONFLICT (company_id, estate_id) DO UPDATE SET live = house_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION house_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO house_counts (company_id, estate_id, live)
  SELECT company_id, estate_id, sum(delta)::int FROM (
    SELECT o.company_id, o.estate_id, -1 AS delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.deleted_at IS NULL
      AND (n.deleted_at IS NOT NULL OR n.company_id <> o.company_id OR n.estate_id <> o.estate_id)
    UNION ALL
    SELECT n.company_id, n.estate_id, 1
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.deleted_at IS NULL
      AND (o.deleted_at IS NOT NULL OR n.company_id <> o.company_id OR n.estate_id <> o.estate_id)
  ) moved
  GROUP BY company_id, estate_id ORDER BY company_id, estate_id
  ON CONFLICT (company_id, estate_id) DO UPDATE SET live = house_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER houses_count_inserted AFTER INSERT ON houses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION house_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER houses_count_deleted AFTER DELETE ON houses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION house_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER houses_count_updated AFTER UPDATE ON houses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION house_counts_updated();
--> statement-breakpoint
-- Houses written before the triggers existed.
INSERT INTO house_counts (company_id, estate_id, live)
SELECT company_id, estate_id, count(*) FROM houses WHERE deleted_at IS NULL GROUP BY company_id, estate_id
ON CONFLICT (company_id, estate_id) DO UPDATE SET live = excluded.live;
