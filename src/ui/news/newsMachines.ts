import type { Article, ArticleKey, ArticleSummary, Video, VideoKey, VideoSummary } from '../../domain/news';
import type { PagedListMachine, ResourceMachine } from '../app/readMachineTypes';

/** The read machines of the news and video news screens, provided by the composition root. */
export interface NewsMachines {
  articles: PagedListMachine<null, ArticleSummary>;
  article: ResourceMachine<ArticleKey, Article>;
  videos: PagedListMachine<null, VideoSummary>;
  video: ResourceMachine<VideoKey, Video>;
}
