-- 消息发送: a message in a final state (delivered, failed, skipped) never changes state again, so a repeated or late
-- delivery report, a retry or a resend can only ever write a final state once; a resend is a new row.
CREATE OR REPLACE FUNCTION outbound_messages_final_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state IN ('delivered', 'failed', 'skipped') AND NEW.state IS DISTINCT FROM OLD.state THEN
    RAISE EXCEPTION 'message % is final (%)', OLD.id, OLD.state USING ERRCODE = 'P0001', CONSTRAINT = 'outbound_messages_final';
  END IF;
  IF OLD.state = 'sent' AND NEW.state NOT IN ('sent', 'delivered', 'failed') THEN
    RAISE EXCEPTION 'message % was sent', OLD.id USING ERRCODE = 'P0001', CONSTRAINT = 'outbound_messages_final';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbound_messages_final BEFORE UPDATE ON outbound_messages FOR EACH ROW EXECUTE FUNCTION outbound_messages_final_guard();
--> statement-breakpoint
CREATE TRIGGER outbound_messages_no_delete BEFORE DELETE ON outbound_messages FOR EACH ROW EXECUTE FUNCTION append_only_guard();
