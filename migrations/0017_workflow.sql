-- The workflow's guarantees (issue 14): the audit trail is append-only, and a template version's
-- nodes and handlers never change, so a running document's flow is the one it started on.
CREATE TRIGGER wf_events_append_only BEFORE UPDATE OR DELETE ON wf_events FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER wf_template_versions_append_only BEFORE UPDATE OR DELETE ON wf_template_versions FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER wf_template_nodes_append_only BEFORE UPDATE OR DELETE ON wf_template_nodes FOR EACH ROW EXECUTE FUNCTION append_only_guard();
--> statement-breakpoint
CREATE TRIGGER wf_node_handlers_append_only BEFORE UPDATE OR DELETE ON wf_node_handlers FOR EACH ROW EXECUTE FUNCTION append_only_guard();
