import type { ScreenProps } from '../../../shared/screen';
import { DecisionScreen } from '../components/decision-screen';

/** 投票表决: matters of 民法典 第二百七十八条 put to the owners. */
export default function VotesScreen(props: ScreenProps) {
  return <DecisionScreen kind="vote" {...props} />;
}
