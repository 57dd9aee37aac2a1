import Icon from '@mui/icons-material/ReportProblem';
import { DetectionReportList } from './detection-report-list';
import { DetectionReportShow } from './detection-report-show';

/** Users' reports of wrong detections: read the stored evidence, accept or reject. */
export default { list: DetectionReportList, show: DetectionReportShow, icon: Icon };
