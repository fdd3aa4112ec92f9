// The messages module's public surface: other modules import from here, never from the files beside it.
export { countPendingNotices, insertBroadcastMessage, insertMessage as insertStaffMessage } from './messages.repo';
export { listNoticesFor, messagesService } from './messages.service';
// The Chinese font of printable PDFs (receipts print with it too).
export { cjkPdf } from './message-pdf';
