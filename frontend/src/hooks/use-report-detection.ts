import { useMutation } from '@tanstack/react-query';
import type { DetectionReportRequest, DetectionReportResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { reportDetection } from '../api/feedback';

/** Files a detection report on `domain`'s result; a 401 is left to the caller (it opens the sign-in dialog). */
export function useReportDetection(domain: string) {
  return useMutation<DetectionReportResponse, ProblemError, DetectionReportRequest>({
    mutationFn: (body) => reportDetection(domain, body),
    meta: { skipAuthDialog: true },
  });
}
