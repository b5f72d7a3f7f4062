import type { ApiClient } from '../api/client';
import { createNewsApi } from '../api/news';
import { pagedList, resource } from './readMachines';
import type { NewsMachines } from '../ui/news/newsMachines';

/** The read machines of the news screens; loaded with the first of them. */
export function composeNews(client: ApiClient): NewsMachines {
  const api = createNewsApi(client);
  return {
    articles: pagedList('news.articles', api.articles),
    article: resource('news.article', api.article),
    videos: pagedList('news.videos', api.videos),
    video: resource('news.video', api.video),
  };
}
