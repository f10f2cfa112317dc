import { describe, expect, it } from 'vitest';
import { deviceLabel } from './deviceLabel';

const AGENTS = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromiumLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

describe('deviceLabel', () => {
  it.each([
    ['chromeAndroid', 'Chrome on Android'],
    ['safariIphone', 'Safari on iOS'],
    ['edgeWindows', 'Edge on Windows'],
    ['firefoxMac', 'Firefox on macOS'],
    ['samsung', 'Samsung Internet on Android'],
    ['chromeIos', 'Chrome on iOS'],
    ['chromiumLinux', 'Chrome on Linux'],
  ] as const)('names %s "%s"', (agent, label) => {
    expect(deviceLabel(AGENTS[agent])).toBe(label);
  });

  it('says what it knows, and "Web browser" when it knows nothing', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) SomeBrowser/1.0')).toBe('Windows');
    expect(deviceLabel('curl/8.0')).toBe('Web browser');
  });
});
