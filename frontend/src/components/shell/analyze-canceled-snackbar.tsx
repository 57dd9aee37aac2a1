import { useEffect } from 'react';
import { App } from 'antd';
import { analyzeCanceled, useAnalyzeCanceled } from '../../state/analyze-canceled-store';

/** The analysis-canceled snackbar: shown when the visitor left a result page while its analysis was running. */
export function AnalyzeCanceledSnackbar() {
  const { analyzeCanceled: canceled, analyzeCanceledUrl } = useAnalyzeCanceled();
  const { message } = App.useApp();
  useEffect(() => {
    if (!canceled || !analyzeCanceledUrl) return;
    void message.open({
      type: 'info',
      key: 'analyze-canceled',
      duration: 8,
      content: `Canceled analyzing of ${analyzeCanceledUrl}. Check back later to see your analysis results`,
    });
    analyzeCanceled.clear();
  }, [canceled, analyzeCanceledUrl, message]);
  return null;
}
