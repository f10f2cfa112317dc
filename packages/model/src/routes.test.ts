import { describe, expect, it } from 'vitest';
import { ROUTES, routePath } from './routes';

describe('route table', () => {
  it('fills in and encodes parameters', () => {
    expect(routePath('patients.patientDashboard', { uid: 'demo patient' })).toBe('/patients/demo%20patient');
    expect(routePath('admin.document', { collectionId: 'users', docId: 'abc' })).toBe('/admin/db/users/abc');
  });

  it('puts the admin pages under /admin as the admin route table gives them', () => {
    expect(ROUTES['admin.home']).toBe('/admin');
    expect(ROUTES['admin.collection']).toBe('/admin/db/:collection');
    expect(ROUTES['admin.preorderDetail']).toBe('/admin/preorders/kneesleeve/:id');
    expect(ROUTES['admin.feedbackSubmissions']).toBe('/admin/submissions/feedback');
  });

  it('gives every path once', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
