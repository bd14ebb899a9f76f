import type { CDPSession } from 'playwright-core';

/** Lighthouse's mobile profile (Moto G Power on slow 4G): the figures of its constants.js. */
export const MOBILE_PROFILE = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** Applies the profile to one page through the DevTools protocol, with the HTTP cache off. */
export async function applyMobileProfile(cdp: CDPSession): Promise<void> {
  const p = MOBILE_PROFILE;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: p.rttMs,
    // The protocol wants bytes per second.
    downloadThroughput: (p.downloadKbps * 1024) / 8,
    uploadThroughput: (p.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuSlowdown });
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: p.width,
    height: p.height,
    deviceScaleFactor: p.deviceScaleFactor,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}
