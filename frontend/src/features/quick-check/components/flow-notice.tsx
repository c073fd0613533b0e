import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LiveAnnouncement } from './live-announcement.tsx';

/** What a step was opened with: a message for the resident (e.g. from opening a result link). */
export interface FlowNoticeState {
  notice?: string;
}

/**
 * The message a step was navigated to with, shown on the page and announced; nothing without one.
 * It is news once: the history entry's state survives a reload and back navigation, so the message is
 * taken from it into this component and removed from the entry (the rest of the state stays). It shows
 * while the resident stays at the address it came with.
 */
export function FlowNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as (FlowNoticeState & Record<string, unknown>) | null;
  const handed = state?.notice;
  const here = `${location.pathname}${location.search}`;
  const [shown, setShown] = useState<{ notice: string; at: string } | null>(null);
  if (handed && (shown?.notice !== handed || shown.at !== here)) setShown({ notice: handed, at: here });
  else if (!handed && shown && shown.at !== here) setShown(null);

  useEffect(() => {
    if (!handed || !state) return;
    const rest: Record<string, unknown> = { ...state };
    delete rest.notice;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [handed, state, location.pathname, location.search, location.hash, navigate]);

  const notice = handed ?? (shown?.at === here ? shown.notice : undefined);
  if (!notice) return null;
  return (
    <>
      <p className="notice qc-flow-notice">{notice}</p>
      <LiveAnnouncement text={notice} />
    </>
  );
}
