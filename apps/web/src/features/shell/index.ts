export { JobDutiesModal } from './components/job-duties-modal';
export { SystemLogModal } from './components/system-log-modal';
export { ServiceCasesModal } from './components/service-cases-modal';
export { MessagePopup } from './components/message-popup';
export { AiHelp } from './components/ai-help';
export { NoticeBell } from './components/notice-bell';
export { NoticeDocumentModal } from './components/notice-document-modal';
export { DialogHost } from './components/dialog-host';
