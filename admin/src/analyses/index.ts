import Icon from '@mui/icons-material/Insights';
import { AnalysisList } from './analysis-list';
import { AnalysisShow } from './analysis-show';

/** Recent analyses with status, duration, error and requester; a failed one can be retried. */
export default { list: AnalysisList, show: AnalysisShow, icon: Icon };
