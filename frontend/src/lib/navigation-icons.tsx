import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BulbOutlined,
  CrownOutlined,
  FileTextOutlined,
  FireOutlined,
  QuestionCircleOutlined,
  RadarChartOutlined,
  StarOutlined,
  TagsOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { NavigationIcon } from './navigation';

/** The icons of the navigation entries; imported only by the group menus and the drawer, which load on first use. */
export const navigationIcons: Readonly<Record<NavigationIcon, ReactNode>> = Object.freeze({
  api: <ApiOutlined />,
  appstore: <AppstoreOutlined />,
  bulb: <BulbOutlined />,
  crown: <CrownOutlined />,
  'file-text': <FileTextOutlined />,
  fire: <FireOutlined />,
  'question-circle': <QuestionCircleOutlined />,
  'radar-chart': <RadarChartOutlined />,
  star: <StarOutlined />,
  tags: <TagsOutlined />,
  trophy: <TrophyOutlined />,
});
