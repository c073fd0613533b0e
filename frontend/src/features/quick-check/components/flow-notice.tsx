import { useLocation } from 'react-router-dom';
import { LiveAnnouncement } from './live-announcement.tsx';

/** What a step was opened with: a message for the resident (e.g. from opening a result link). */
export interface FlowNoticeState {
  notice?: string;
}

/** The message a step was navigated to with, shown on the page and announced; nothing without one. */
export function FlowNotice() {
  const notice = (useLocation().state as FlowNoticeState | null)?.notice;
  if (!notice) return null;
  return (
    <>
      <p className="notice qc-flow-notice">{notice}</p>
      <LiveAnnouncement text={notice} />
    </>
  );
}
