import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { EXE, JPEG, PDF, PNG } from '../../../lib/uploads/test-files';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';
import { ProfileImageModel } from './profile-image.model';
import { PHOTO_EMPTY, PHOTO_NOT_IMAGE } from './profile-image-rules';

const server = useServerWithDatabase(__filename, { config: {} });
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const api = () => request(server.url);

const put = (who: string | undefined, id: string, bytes: Buffer, name = 'me.png') => {
  const call = api().put(`/api/users/profile/${id}/profile-image`);
  if (who) call.set('authorization', who);
  return call.attach('file', bytes, name);
};
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => cb(null, Buffer.concat(parts)));
};
const getPublic = (id: string) => api().get(`/api/users/profile/${id}/profile-image`).buffer(true).parse(binary);
const getOwn = (who: string | undefined, id: string) => {
  const call = api().get(`/api/users/profile/${id}/profile-image/own`).buffer(true).parse(binary);
  return who ? call.set('authorization', who) : call;
};

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

describe('PUT /users/profile/{id}/profile-image', () => {
  it('access matrix: every kind of user sets their own photo; anonymous 401; another user’s id 404 and nothing written', async () => {
    await put(undefined, ids.psychologist, PNG).expect(401);
    for (const person of ['client', 'psychologist', 'unapproved psychologist', 'gp'] as MatrixPerson[]) {
      const res = await put(auth[person], ids[person], PNG).expect(200);
      expect(res.body).toMatchObject({ userId: ids[person], contentType: 'image/png', sizeBytes: PNG.length });
      expect(res.body.url).toMatch(new RegExp(`^/api/users/profile/${ids[person]}/profile-image\\?v=\\d+$`));
    }
    // Someone else's id: the other psychologist, a client and a GP cannot set the psychologist's photo.
    const before = await ProfileImageModel.findById(ids.psychologist).lean();
    for (const person of ['other psychologist', 'client', 'gp'] as MatrixPerson[]) await put(auth[person], ids.psychologist, JPEG, 'x.jpg').expect(404);
    expect(await ProfileImageModel.findById(ids.psychologist).lean()).toEqual(before);
    expect(await ProfileImageModel.findById(ids['other psychologist']).lean()).toBeNull();
  });

  it('replaces the photo and removes the old bytes from the store', async () => {
    const first = await put(auth['other client'], ids['other client'], PNG).expect(200);
    const oldKey = (await ProfileImageModel.findById(ids['other client']).lean())!.storageKey;
    const second = await put(auth['other client'], ids['other client'], JPEG, 'new.jpg').expect(200);
    expect(second.body.contentType).toBe('image/jpeg');
    expect(second.body.url).not.toBe(first.body.url);
    expect(await fileStore().get(oldKey)).toBeUndefined();
    const got = await getOwn(auth['other client'], ids['other client']).expect(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(got.body as Buffer, JPEG)).toBe(0);
  });

  it('refuses a renamed non-image, a PDF and an empty file with 422 naming file, keeping the old photo', async () => {
    await put(auth.gp, ids.gp, PNG).expect(200);
    const before = await ProfileImageModel.findById(ids.gp).lean();
    for (const [bytes, name, message] of [
      [EXE, 'holiday.jpg', PHOTO_NOT_IMAGE],
      [PDF, 'me.png', PHOTO_NOT_IMAGE],
      [Buffer.alloc(0), 'me.png', PHOTO_EMPTY],
    ] as [Buffer, string, string][]) {
      const res = await put(auth.gp, ids.gp, bytes, name).expect(422);
      expect(res.body.fields).toEqual({ file: message });
    }
    expect(await ProfileImageModel.findById(ids.gp).lean()).toEqual(before);
  });

  it('refuses a photo over the size limit with 413 and a body that is not a form with 422', async () => {
    const previous = process.env.PROFILE_IMAGE_MAX_BYTES;
    process.env.PROFILE_IMAGE_MAX_BYTES = '100';
    try {
      const big = Buffer.concat([PNG, Buffer.alloc(200, 0)]);
      const res = await put(auth['other psychologist'], ids['other psychologist'], big).expect(413);
      expect(res.body.fields.file).toMatch(/larger than/);
    } finally {
      process.env.PROFILE_IMAGE_MAX_BYTES = previous;
    }
    await api().put(`/api/users/profile/${ids['other psychologist']}/profile-image`).set('authorization', auth['other psychologist']).send({ file: 'x' }).expect(422);
    expect(await ProfileImageModel.findById(ids['other psychologist']).lean()).toBeNull();
  });
});

describe('reading a photo', () => {
  it("a psychologist's photo is public; a client's or GP's is only its owner's", async () => {
    await put(auth.psychologist, ids.psychologist, PNG).expect(200);
    await put(auth.client, ids.client, JPEG, 'me.jpg').expect(200);
    await put(auth.gp, ids.gp, PNG).expect(200);

    const pub = await getPublic(ids.psychologist).expect(200);
    expect(pub.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(pub.body as Buffer, PNG)).toBe(0);
    await getPublic(ids.client).expect(404);
    await getPublic(ids.gp).expect(404);

    // …/own: anonymous 401, owner 200 (every kind), anyone else 404.
    await getOwn(undefined, ids.client).expect(401);
    const own = await getOwn(auth.client, ids.client).expect(200);
    expect(Buffer.compare(own.body as Buffer, JPEG)).toBe(0);
    await getOwn(auth.gp, ids.gp).expect(200);
    await getOwn(auth.psychologist, ids.psychologist).expect(200);
    for (const person of ['other client', 'psychologist', 'gp'] as MatrixPerson[]) await getOwn(auth[person], ids.client).expect(404);

    // …/details: the owner's own record only.
    await api().get(`/api/users/profile/${ids.client}/profile-image/details`).expect(401);
    const details = await api().get(`/api/users/profile/${ids.client}/profile-image/details`).set('authorization', auth.client).expect(200);
    expect(details.body).toMatchObject({ userId: ids.client, contentType: 'image/jpeg' });
    await api().get(`/api/users/profile/${ids.client}/profile-image/details`).set('authorization', auth.psychologist).expect(404);
    await api().get(`/api/users/profile/${ids['unapproved psychologist']}/profile-image/details`).set('authorization', auth['unapproved psychologist']).expect(200);
  });
});
