-- 工单 (issue 34): an order's timeline, its 完工 materials and photos are what happened: never updated or deleted.
CREATE TRIGGER work_order_events_append_only BEFORE UPDATE OR DELETE ON work_order_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER work_order_materials_append_only BEFORE UPDATE OR DELETE ON work_order_materials FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER work_order_photos_append_only BEFORE UPDATE OR DELETE ON work_order_photos FOR EACH ROW EXECUTE FUNCTION append_only_guard();
