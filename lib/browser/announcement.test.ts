import { announcementStorageKey, hideClosedAnnouncementScript, showsAnnouncement } from './announcement';

const bar = { id: 'v1', text: 'announcement.text' as const, pages: ['/', '/guide/*'] };

describe('announcement', () => {
  it('shows on exact routes and on prefixes ending in *', () => {
    expect(showsAnnouncement(bar, '/')).toBe(true);
    expect(showsAnnouncement(bar, '/guide/start/quick-start')).toBe(true);
    expect(showsAnnouncement(bar, '/config/')).toBe(false);
    expect(showsAnnouncement(undefined, '/')).toBe(false);
  });
  it('keys the closed state by announcement id', () => {
    expect(announcementStorageKey('v1')).not.toBe(announcementStorageKey('v2'));
    expect(() => new Function(hideClosedAnnouncementScript('v1'))).not.toThrow();
  });
});
