import type { ApiClient } from './client';
import { notificationPageSchema, unreadCountSchema } from './contract/liveUpdates';

/** The signed-in person's notifications (docs/api.md, "Live updates and notifications"). */
export function createNotificationsApi(client: ApiClient) {
  return {
    page: (cursor: number | null) => client.post('/reactapi/view/notifications', { cursor }, notificationPageSchema),
    markRead: async (id: number) => (await client.post('/reactapi/user/notifications/read', { id }, unreadCountSchema)).unread_count,
    markAllRead: async () => (await client.post('/reactapi/user/notifications/read-all', {}, unreadCountSchema)).unread_count,
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
