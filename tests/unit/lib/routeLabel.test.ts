import { describe, expect, it } from 'vitest';
import { routeLabel } from '@/lib/observability/routeLabel';

describe('routeLabel', () => {
  it('names known pages, doors and files by their pattern', () => {
    expect(routeLabel('GET', '/m/home?x=1')).toBe('/m/home');
    expect(routeLabel('POST', '/wps/session/login')).toBe('/wps/session/login');
    expect(routeLabel('GET', '/lgw/games/hot?lang=vi')).toBe('/lgw/games/hot');
    expect(routeLabel('GET', '/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(routeLabel('GET', '/api/health/ready')).toBe('/api/health/ready');
  });

  it('folds anything else into a few wildcard labels', () => {
    expect(routeLabel('GET', '/m/no-such-page-123')).toBe('/m/*');
    expect(routeLabel('GET', '/wps/not/a/call')).toBe('/wps/*');
    expect(routeLabel('DELETE', '/wps/session/login')).toBe('/wps/*');
    expect(routeLabel('GET', '/wp-admin/setup.php')).toBe('/*');
    expect(routeLabel('GET', '/play/lottery/abc')).toBe('/play/*');
  });
});
