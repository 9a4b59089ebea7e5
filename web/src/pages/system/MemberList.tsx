import { ResourcePage } from '../../platform/resource/ResourcePage';
import { partnerScreen } from './partnerScreens';

const screen = partnerScreen('会员');

/** 会员信息: the partner screen with type 会员. */
export function MemberList() {
  return <ResourcePage screen={screen} />;
}
