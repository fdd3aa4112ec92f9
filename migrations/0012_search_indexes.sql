-- 综合查询 (apps/server/src/modules/search/search.repo.ts) answers as the user types, so each of its
-- look-ups is an index range, never a scan of a company's houses or people: prefixes with the
-- pattern operator classes (LIKE 'abc%' cannot use a default-collation btree), and phone suffixes
-- (the last digits a caller gives) through an index on reverse(column), matched as a prefix.
CREATE INDEX IF NOT EXISTS houses_search_code_idx ON houses (company_id, code varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS houses_search_name_idx ON houses (company_id, name varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS owners_search_name_idx ON owners (company_id, name varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS owners_search_mobile_idx ON owners (company_id, mobile varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS owners_search_mobile_rev_idx ON owners (company_id, reverse(mobile) text_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS owners_search_phone_idx ON owners (company_id, phone varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS owners_search_phone_rev_idx ON owners (company_id, reverse(phone) text_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS residents_search_name_idx ON residents (company_id, name varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS residents_search_mobile_idx ON residents (company_id, mobile varchar_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS residents_search_mobile_rev_idx ON residents (company_id, reverse(mobile) text_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS complaints_search_house_idx ON complaints (company_id, house_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dispatches_search_house_idx ON dispatches (company_id, house_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS visitors_search_house_idx ON visitors (company_id, house_id);
