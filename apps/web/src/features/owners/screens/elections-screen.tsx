import type { ScreenProps } from '../../../shared/screen';
import { DecisionScreen } from '../components/decision-screen';

/** 选举管理: elections of the owners' committee. */
export default function ElectionsScreen(props: ScreenProps) {
  return <DecisionScreen kind="election" {...props} />;
}
