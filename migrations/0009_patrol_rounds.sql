-- 巡查签到 (issue 34): every scan, accepted or refused, is what happened: never updated or deleted.
CREATE TRIGGER patrol_scans_append_only BEFORE UPDATE OR DELETE ON patrol_scans FOR EACH ROW EXECUTE FUNCTION append_only_guard();
