import type {
  CreateMonitorRequest,
  ExportFormat,
  Monitor,
  MonitorInterval,
  MonitorList,
} from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v2/monitors`: the user's monitored websites and the plan's limit. */
export function getMonitors(signal?: AbortSignal): Promise<MonitorList> {
  return apiRequest<MonitorList>('/api/v2/monitors', { signal });
}

/** `POST /api/v2/monitors`. */
export function createMonitor(body: CreateMonitorRequest): Promise<Monitor> {
  return apiRequest<Monitor>('/api/v2/monitors', { method: 'POST', body });
}

/** `PATCH /api/v2/monitors/{id}`: a new interval. */
export function updateMonitor(id: string, interval: MonitorInterval): Promise<Monitor> {
  return apiRequest<Monitor>(`/api/v2/monitors/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { interval },
  });
}

/** `DELETE /api/v2/monitors/{id}`. */
export async function deleteMonitor(id: string): Promise<void> {
  await apiRequest<void>(`/api/v2/monitors/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `GET /api/v2/monitors/export?format=`: the address of the monitored websites as a download (CSV or JSON Lines). */
export function monitorsExportUrl(format: ExportFormat = 'csv'): string {
  return `/api/v2/monitors/export?format=${format}`;
}
