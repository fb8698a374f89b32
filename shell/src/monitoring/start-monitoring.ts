import type { PublicConfig } from '@clinio/contracts';
import type { ApiClient, EventBus } from '@clinio/platform';
import type { installMonitoring } from './install';
import { isMonitoringConfigured, type MonitoringBridge } from './monitoring-bridge';

export interface StartMonitoringOptions {
  config: PublicConfig;
  bus: EventBus;
  apiClients: Pick<ApiClient, 'axios'>[];
  bridge: MonitoringBridge;
  /** The code behind the bridge; a dynamic import, so the first load carries none of it. */
  load?: () => Promise<{ installMonitoring: typeof installMonitoring }>;
}

/**
 * Boot's one call (ADR 019): with no service configured nothing is downloaded and the bridge
 * stays a no-op; otherwise the monitoring chunk loads and takes over the bridge.
 */
export async function startMonitoring(options: StartMonitoringOptions): Promise<boolean> {
  const { config } = options;
  if (!isMonitoringConfigured(config.monitoring)) return false;
  const monitoring = config.monitoring;
  const load = options.load ?? (() => import(/* webpackChunkName: "monitoring" */ './install'));
  try {
    const { installMonitoring } = await load();
    const monitor = installMonitoring({
      config: monitoring,
      bus: options.bus,
      apiClients: options.apiClients,
      release: `shell@${__SHELL_VERSION__}`,
    });
    options.bridge.attach(monitor);
    return true;
  } catch (error) {
    console.warn('[monitoring] could not start', error);
    return false;
  }
}
