// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { avatarSavedSchema, avatarUploadSchema } from '../../src/api/contract/account';
import { currentUserSchema } from '../../src/api/contract/session';
import { DEMO_EMAIL } from '../seed';
import { startTwoServers } from './clusterTestSupport';

/**
 * An upload's steps reach whichever process the load balancer picks: announced on one, its
 * bytes sent to another, saved on the first, served by the second. The bytes live in the
 * database (server/uploads/uploadStore.ts), never on one process's disk.
 */

let servers: Awaited<ReturnType<typeof startTwoServers>> | undefined;

afterEach(async () => {
  await servers?.close();
  servers = undefined;
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 9)]);

it('announced on A, sent to B, saved on A, the avatar is served by B and by A', async () => {
  servers = await startTwoServers();
  const { a, b } = servers;
  const token = await a.signIn(DEMO_EMAIL);

  const announced = await a.post('/api/avatar/upload', { file_name: 'me.png', content_type: 'image/png', size: PNG.length }, token);
  const { upload_url, upload_id } = avatarUploadSchema.parse(announced.body.data);
  const put = await b.app.request(upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
  expect(put.status).toBe(200);
  const saved = await a.post('/api/avatar/save', { upload_id }, token);
  expect(saved.status).toBe(200);
  const { avatar_img } = avatarSavedSchema.parse(saved.body.data);

  for (const server of [b, a]) {
    const file = await server.app.request(avatar_img);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  }
  const current = await b.post('/api/v2/user/current', undefined, token);
  expect(currentUserSchema.parse(current.body.data).avatar_img).toBe(avatar_img);
});
