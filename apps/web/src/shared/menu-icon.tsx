import {
  IconAddressBook, IconAlarm, IconApps, IconBell, IconBook, IconBuilding, IconBuildingCommunity, IconBuildingEstate,
  IconBuildingSkyscraper, IconCalculator, IconCalendar, IconCar, IconCash, IconChartBar, IconChartPie, IconChecklist,
  IconClipboardCheck, IconClipboardList, IconCoin, IconDatabase, IconDeviceDesktop, IconFileDescription, IconFileInvoice,
  IconFileText, IconFolder, IconGauge, IconHeadset, IconHome, IconHomeCog, IconId, IconKey, IconLayoutDashboard, IconList,
  IconListDetails, IconMail, IconMap, IconMessage, IconNotes, IconPhone, IconPoint, IconReceipt, IconReportMoney, IconSearch,
  IconSettings, IconShieldCheck, IconShieldLock, IconSitemap, IconTool, IconTools, IconUser, IconUserCheck, IconUsers,
  IconUsersGroup, IconWallet, IconWorld, IconBriefcase, IconCertificate, IconGavel, IconSpeakerphone, IconTruck, IconWalk,
  IconEye, IconFileCertificate, IconBuildingBank, IconArchive, IconHammer, IconLock,
  IconAdjustments, IconAlertTriangle, IconBook2, IconBuildingWarehouse, IconCheckbox, IconFileExport, IconFilePencil, IconFileSearch, IconGitBranch, IconHeartHandshake, IconHelp, IconHomeCheck, IconInfoCircle, IconMessageCircle, IconPhoneCall, IconQrcode, IconReportAnalytics, IconRoute, IconSend, IconServer, IconServerCog, IconProgress, IconCalendarTime,
  type Icon,
} from '@tabler/icons-react';

/**
 * Menu icons by @tabler/icons-react name. Only these are bundled (the whole set is megabytes);
 * an unknown name shows a dot.
 */
const ICONS: Record<string, Icon> = {
  IconAddressBook, IconAlarm, IconApps, IconBell, IconBook, IconBuilding, IconBuildingCommunity, IconBuildingEstate,
  IconBuildingSkyscraper, IconCalculator, IconCalendar, IconCar, IconCash, IconChartBar, IconChartPie, IconChecklist,
  IconClipboardCheck, IconClipboardList, IconCoin, IconDatabase, IconDeviceDesktop, IconFileDescription, IconFileInvoice,
  IconFileText, IconFolder, IconGauge, IconHeadset, IconHome, IconHomeCog, IconId, IconKey, IconLayoutDashboard, IconList,
  IconListDetails, IconMail, IconMap, IconMessage, IconNotes, IconPhone, IconPoint, IconReceipt, IconReportMoney, IconSearch,
  IconSettings, IconShieldCheck, IconShieldLock, IconSitemap, IconTool, IconTools, IconUser, IconUserCheck, IconUsers,
  IconUsersGroup, IconWallet, IconWorld, IconBriefcase, IconCertificate, IconGavel, IconSpeakerphone, IconTruck, IconWalk,
  IconEye, IconFileCertificate, IconBuildingBank, IconArchive, IconHammer, IconLock,
  IconAdjustments, IconAlertTriangle, IconBook2, IconBuildingWarehouse, IconCheckbox, IconFileExport, IconFilePencil, IconFileSearch, IconGitBranch, IconHeartHandshake, IconHelp, IconHomeCheck, IconInfoCircle, IconMessageCircle, IconPhoneCall, IconQrcode, IconReportAnalytics, IconRoute, IconSend, IconServer, IconServerCog, IconProgress, IconCalendarTime,
};

/** Whether a menu icon name is bundled (else the shell would draw a plain dot). */
export function hasMenuIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

export function MenuIcon({ name, size = 16, color }: { name: string | undefined; size?: number; color?: string }) {
  const Component = (name && ICONS[name]) || IconPoint;
  return <Component size={size} stroke={1.6} color={color} />;
}
