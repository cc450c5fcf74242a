import { useEffect, useState } from 'react';
import type { DataClient } from '../data/dataClient';

/**
 * What the data server's news means on the page: while it does not answer, what the page says
 * of it (it keeps its rows), else null; when it answers again, the rows wanted now are asked for
 * again; a request it refused becomes a notice. Nothing typed is lost: the view never changes here.
 */
export function useServerNews(client: DataClient, enabled: boolean, notify: (notice: string) => void, askAgain: () => void): string | null {
  const [down, setDown] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    return client.listenForServer((news) => {
      if (news.state === 'refused') notify(news.said);
      else setDown(news.state === 'down' ? news.said : null);
      if (news.state === 'up') askAgain();
    });
  }, [client, enabled, notify, askAgain]);
  return down;
}
