import { useEffect, useState } from 'react';
import type { DataClient } from '../data/dataClient';

/**
 * What the data server's news means on the page: while it does not answer, `down` (the page
 * says so and keeps its rows); when it answers again, the rows wanted now are asked for again;
 * a request it refused becomes a notice. Nothing typed is lost: the view never changes here.
 */
export function useServerNews(client: DataClient, enabled: boolean, notify: (notice: string) => void, askAgain: () => void): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    return client.listenForServer((news) => {
      if (news.state === 'refused') notify(`The server refused a request: ${news.message}. The data on screen is unchanged.`);
      else setDown(news.state === 'down');
      if (news.state === 'up') askAgain();
    });
  }, [client, enabled, notify, askAgain]);
  return down;
}
