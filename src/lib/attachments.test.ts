import { describe, expect, it } from 'vitest';
import { attachmentName, isVideoAttachment } from './attachments';

describe('attachments', () => {
  const url = 'http://127.0.0.1:9199/v0/b/bucket/o/bugReports%2Fuid%2Freport_0.mp4?alt=media&token=abc';

  it('are videos by their extension', () => {
    expect(isVideoAttachment(url)).toBe(true);
    expect(isVideoAttachment('bugReports/uid/report_1.MOV')).toBe(true);
    expect(isVideoAttachment('bugReports/uid/report_1.png')).toBe(false);
  });

  it('are named by their file', () => {
    expect(attachmentName(url)).toBe('report_0.mp4');
    expect(attachmentName('bugReports/uid/shot.png')).toBe('shot.png');
  });
});
