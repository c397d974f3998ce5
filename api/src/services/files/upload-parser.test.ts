import express from 'express';
import request from 'supertest';
import { HttpProblem } from '../../http/problem';
import { uploadParser } from './upload-parser';

// Only the parser, on a bare Express app: a form multer cannot read must become a 422 problem.
const app = express();
app.post('/upload', uploadParser().fields([{ name: 'file', maxCount: 1 }]), (_req, res) => res.status(204).end());
app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  res.status(err instanceof HttpProblem ? err.status : 500).json({ problem: err instanceof HttpProblem });
});

describe('uploadParser', () => {
  it('reads a well-formed form', async () => {
    await request(app).post('/upload').field('kind', 'MentalHealthCarePlan').attach('file', Buffer.from('%PDF-1.4'), 'plan.pdf').expect(204);
  });

  // The form schemathesis sent (seed 7) that made multer throw a plain Error: a 500 before the guard.
  const MALFORMED_FORM = Buffer.from('LS04OTJhZmNhZjhjNzc5OTQ4Y2M1ZDNhMmZjYTJiYTE2Ng0KQ29udGVudC1EaXNwb3NpdGlvbjogZm9ybS1kYXRhOyBuYW1lPSLxo4WmwrcjwrPwoq6Ww4AiDQoNCnsiXHUwMDBlXHVkOGM1XHVkZDllXHVkOTM2XHVkZDNkXHVkOTYxXHVkY2E4SFx1MDBiMz1cdTAwZjJcdTAwYWUwIjoge30sICJcdWRiNGJcdWRkMGRQXHUwMDE3XHVkYTY2XHVkZDMxV1x1MDBkY1x1MDA5NUcwNVx1MDBkNyI6IHt9fQ0KLS04OTJhZmNhZjhjNzc5OTQ4Y2M1ZDNhMmZjYTJiYTE2Ng0KQ29udGVudC1EaXNwb3NpdGlvbjogZm9ybS1kYXRhOyBuYW1lPSJlwoLxgYi6Ig0KDQpmYWxzZQ0KLS04OTJhZmNhZjhjNzc5OTQ4Y2M1ZDNhMmZjYTJiYTE2Ng0KQ29udGVudC1EaXNwb3NpdGlvbjogZm9ybS1kYXRhOyBuYW1lPSJbw6QiDQoNCnt9DQotLTg5MmFmY2FmOGM3Nzk5NDhjYzVkM2EyZmNhMmJhMTY2DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9InUfwogs87i2lgzDthPwm7mlPvKCm65+woUYIg0KDQotODA5NjUyNzIzMTUzODk1Ny4wDQotLTg5MmFmY2FmOGM3Nzk5NDhjYzVkM2EyZmNhMmJhMTY2DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9InUfwogs87i2lgzDthPwm7mlPvKCm65+woUYIg0KDQpbXQ0KLS04OTJhZmNhZjhjNzc5OTQ4Y2M1ZDNhMmZjYTJiYTE2Ng0KQ29udGVudC1EaXNwb3NpdGlvbjogZm9ybS1kYXRhOyBuYW1lPSJmaWxlIjsgZmlsZW5hbWU9ImZpbGUiDQoNChrDlkkNCi0tODkyYWZjYWY4Yzc3OTk0OGNjNWQzYTJmY2EyYmExNjYNCkNvbnRlbnQtRGlzcG9zaXRpb246IGZvcm0tZGF0YTsgbmFtZT0ia2luZCINCg0KLTIuNjM2NTg3NjIzNjIyNjU1ZSsxNg0KLS04OTJhZmNhZjhjNzc5OTQ4Y2M1ZDNhMmZjYTJiYTE2Ni0tDQo=', 'base64');

  it('answers a form multer cannot read with a 422 problem, not a 500', async () => {
    const response = await request(app).post('/upload').set('content-type', 'multipart/form-data; boundary=892afcaf8c779948cc5d3a2fca2ba166').send(MALFORMED_FORM);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ problem: true });
  });

  it('answers a body that is not a form (text/plain) with a 422 problem, not a 500', async () => {
    const response = await request(app).post('/upload').set('content-type', 'text/plain').send('kind=GPReferral');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ problem: true });
  });
});
