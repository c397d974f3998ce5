import { EXE, JPEG, PDF, PNG } from '../../../lib/uploads/test-files';
import { checkProfileImage, mayChangePhoto, mayReadPhoto, PHOTO_EMPTY, PHOTO_NOT_IMAGE, photoUrl } from './profile-image-rules';

describe('checkProfileImage', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
  ])('accepts %s by its bytes', async (_, bytes, type) => {
    await expect(checkProfileImage(bytes)).resolves.toBe(type);
  });
  it.each([
    ['a PDF (fine elsewhere, not a photo)', PDF, 422, PHOTO_NOT_IMAGE],
    ['a renamed program', EXE, 422, PHOTO_NOT_IMAGE],
    ['an empty file', Buffer.alloc(0), 422, PHOTO_EMPTY],
    ['no file', undefined, 422, PHOTO_EMPTY],
  ])('refuses %s', async (_, bytes, status, message) => {
    await expect(checkProfileImage(bytes)).rejects.toMatchObject({ status, fields: { file: message } });
  });
});

describe('who may change or read a photo', () => {
  it.each([
    ['u1', 'u1', true],
    ['u1', 'u2', false],
  ])('caller %s changing %s: %s', (caller, profile, allowed) => expect(mayChangePhoto(caller, profile)).toBe(allowed));
  it.each([
    ['psychologist', 'p', undefined, true],
    ['client', 'c', undefined, false],
    ['client', 'c', 'c', true],
    ['client', 'c', 'p', false],
    ['gp', 'g', 'g', true],
    ['gp', 'g', undefined, false],
  ])("%s %s's photo read by %s: %s", (type, owner, caller, allowed) => expect(mayReadPhoto(type, owner, caller)).toBe(allowed));
  it('versions the URL by upload time', () => expect(photoUrl('a b', new Date(5))).toBe('/api/users/profile/a%20b/profile-image?v=5'));
});
