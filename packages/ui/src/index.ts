// @karvon/ui — the public face of the design system. Explicit named exports only.
// Global styles are a separate entry, imported once by the app: `import '@karvon/ui/global-styles'`.

// Theme
export { vars } from './theme/contract.css.ts';
export type { ThemeValues } from './theme/contract.css.ts';
export { lightTheme, lightThemeValues } from './theme/light.css.ts';
export { themeClassNames, themeNames, defaultTheme } from './theme/themes.ts';
export type { ThemeName } from './theme/themes.ts';
export { tones } from './theme/tones.ts';
export type { Tone, ThemeColors } from './theme/tones.ts';

// Tokens
export {
  palette,
  space,
  size,
  radius,
  fontFamily,
  fontSize,
  lineHeight,
  fontWeight,
  letterSpacing,
  shadow,
  zIndex,
  duration,
  easing,
  breakpoints,
  media,
} from './tokens/index.ts';
export type {
  Space,
  Size,
  Radius,
  FontSize,
  FontWeight,
  Shadow,
  ZIndex,
  Duration,
  Easing,
  Breakpoint,
} from './tokens/index.ts';

// Layout
export { sprinkles } from './styles/sprinkles.css.ts';
export type { Sprinkles } from './styles/sprinkles.css.ts';
export { textLink } from './styles/textLink.css.ts';
export { visuallyHiddenOnPhone } from './styles/utilities.css.ts';
export { Box, boxElements } from './components/Box/Box.tsx';
export type { BoxProps, BoxElement } from './components/Box/Box.tsx';
export { Stack } from './components/Stack/Stack.tsx';
export type { StackProps } from './components/Stack/Stack.tsx';

// Typography
export { Heading, headingLevels, headingSizes, textAligns } from './components/Heading/Heading.tsx';
export type { HeadingProps, HeadingLevel, HeadingSize, TextAlign } from './components/Heading/Heading.tsx';
export { Text, textElements, textSizes, textTones, textWeights } from './components/Text/Text.tsx';
export type { TextProps, TextElement, TextSize, TextTone, TextWeight } from './components/Text/Text.tsx';

// Components
export { Button, buttonTones, buttonSizes, buttonTypes } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonTone, ButtonSize, ButtonType } from './components/Button/Button.tsx';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner.tsx';
export { TextField, textFieldTypes, inputModes } from './components/TextField/TextField.tsx';
export type { TextFieldProps, TextFieldType, InputMode } from './components/TextField/TextField.tsx';
export { PasswordField } from './components/PasswordField/PasswordField.tsx';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { Card, cardPaddings, cardElevations } from './components/Card/Card.tsx';
export type { CardProps, CardPadding, CardElevation } from './components/Card/Card.tsx';
export { AuthFrame } from './components/AuthFrame/AuthFrame.tsx';
export type { AuthFrameProps } from './components/AuthFrame/AuthFrame.tsx';
export { LogoMark, logoMarkSizes } from './components/LogoMark/LogoMark.tsx';
export type { LogoMarkProps, LogoMarkSize } from './components/LogoMark/LogoMark.tsx';
export { SegmentedControl, segmentedControlSizes } from './components/SegmentedControl/SegmentedControl.tsx';
export type {
  SegmentedControlProps,
  SegmentedControlOption,
  SegmentedControlSize,
} from './components/SegmentedControl/SegmentedControl.tsx';
export { ToastCard, toastTones } from './components/ToastCard/ToastCard.tsx';
export type { ToastCardProps, ToastTone } from './components/ToastCard/ToastCard.tsx';
export { AppHeader } from './components/AppHeader/AppHeader.tsx';
export { appHeaderBarHeight } from './components/AppHeader/metrics.ts';
export type { AppHeaderProps } from './components/AppHeader/AppHeader.tsx';

// Part A
export { darkTheme, darkThemeValues } from './theme/dark.css.ts';
export { printHide } from './theme/print.ts';
export {
  uiLocales,
  defaultUiLocale,
  intlLocales,
  numberLocale,
  isUiLocale,
  UiLocaleProvider,
  useUiLocale,
} from './i18n/locale.tsx';
export type { UiLocale, UiLocaleProviderProps } from './i18n/locale.tsx';
export {
  StatusBadge,
  statusBadgeSizes,
  statusLabel,
  statusTone,
} from './components/StatusBadge/StatusBadge.tsx';
export type { StatusBadgeProps, StatusBadgeSize } from './components/StatusBadge/StatusBadge.tsx';
export {
  applicationStatuses,
  statusGroups,
  statusGroupOf,
  statusGroupTones,
  statusLabels,
} from './components/StatusBadge/statuses.ts';
export type { ApplicationStatus, StatusGroup } from './components/StatusBadge/statuses.ts';
export {
  TimingBadge,
  timingBadgeSizes,
  timingLabel,
  timingTone,
} from './components/TimingBadge/TimingBadge.tsx';
export type { TimingBadgeProps, TimingBadgeSize } from './components/TimingBadge/TimingBadge.tsx';
export { timings, timingLabels, timingTones } from './components/TimingBadge/timings.ts';
export type { Timing } from './components/TimingBadge/timings.ts';
export {
  CargoStatusBadge,
  cargoStatusLabel,
  cargoStatusTone,
} from './components/CargoStatusBadge/CargoStatusBadge.tsx';
export type { CargoStatusBadgeProps } from './components/CargoStatusBadge/CargoStatusBadge.tsx';
export {
  cargoStatuses,
  cargoStatusLabels,
  cargoStatusTones,
} from './components/CargoStatusBadge/cargoStatuses.ts';
export type { CargoStatus } from './components/CargoStatusBadge/cargoStatuses.ts';
export {
  RegisterTable,
  registerTableLoadingHeight,
  defaultColumnWidth,
  columnAlignments,
  sortDirections,
} from './components/RegisterTable/RegisterTable.tsx';
export type {
  RegisterTableProps,
  RegisterColumn,
  RegisterSort,
  SortDirection,
  ColumnAlignment,
  CellValue,
} from './components/RegisterTable/RegisterTable.tsx';
export { PrintedCell, ApprovalCell, approvalStates } from './components/RegisterTable/cells.tsx';
export type {
  PrintedCellProps,
  ApprovalCellProps,
  ApprovalState,
} from './components/RegisterTable/cells.tsx';
export { Dialog, dialogSizes, dialogRoles } from './components/Dialog/Dialog.tsx';
export type { DialogProps, DialogSize, DialogRole, DialogContent } from './components/Dialog/Dialog.tsx';
export { ConfirmDialog, confirmTones } from './components/ConfirmDialog/ConfirmDialog.tsx';
export type { ConfirmDialogProps, ConfirmTone } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { StepBackConfirm } from './components/StepBackConfirm/StepBackConfirm.tsx';
export type { StepBackConfirmProps } from './components/StepBackConfirm/StepBackConfirm.tsx';

// Form controls
export { IconButton, iconButtonTones, iconButtonSizes } from './components/IconButton/IconButton.tsx';
export type { IconButtonProps, IconButtonTone, IconButtonSize } from './components/IconButton/IconButton.tsx';
export { NumberField, numberFieldUnits } from './components/NumberField/NumberField.tsx';
export type { NumberFieldProps, NumberFieldUnit } from './components/NumberField/NumberField.tsx';
export {
  validationMessageKeys,
  validationMessages,
  validationMessage,
  controlLabels,
  useControlLabels,
} from './components/FormField/formMessages.ts';
export type { ValidationMessageKey, ControlLabel } from './components/FormField/formMessages.ts';
export { Checkbox } from './components/Checkbox/Checkbox.tsx';
export type { CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Switch } from './components/Switch/Switch.tsx';
export type { SwitchProps } from './components/Switch/Switch.tsx';
export { SearchInput } from './components/SearchInput/SearchInput.tsx';
export type { SearchInputProps } from './components/SearchInput/SearchInput.tsx';
export { FormField, useValidationMessage } from './components/FormField/FormField.tsx';
export type { FormFieldProps, FormFieldControlProps } from './components/FormField/FormField.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectProps } from './components/Select/Select.tsx';
export type { SelectOption } from './components/Select/options.tsx';
export { Combobox } from './components/Combobox/Combobox.tsx';
export type { ComboboxProps, ComboboxLoadOptions } from './components/Combobox/Combobox.tsx';
export {
  DatePicker,
  datePickerGranularities,
  toPickerDate,
  fromPickerDate,
} from './components/DatePicker/DatePicker.tsx';
export type { DatePickerProps, DatePickerGranularity } from './components/DatePicker/DatePicker.tsx';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker.tsx';
export type { DateRangePickerProps, DateRange } from './components/DateRangePicker/DateRangePicker.tsx';
export { FieldStandIn } from './components/FieldStandIn/FieldStandIn.tsx';
export type { FieldStandInProps } from './components/FieldStandIn/FieldStandIn.tsx';
export { FileList, fileStatuses, isPreviewable } from './components/FileList/FileList.tsx';
export type { FileListProps, FileListItem, FileStatus } from './components/FileList/FileList.tsx';
export { formatFileSize } from './components/FileList/fileSize.ts';
export { ImagePicker } from './components/ImagePicker/ImagePicker.tsx';
export type { ImagePickerProps } from './components/ImagePicker/ImagePicker.tsx';

// Navigation, feedback, shell, charts
// Client-side routing for every link of the design system (see AppShell).
export { RouterProvider } from './navigation/router.tsx';
export type { RouterProviderProps } from './navigation/router.tsx';

export { AppShell } from './components/AppShell/AppShell.tsx';
export type { AppShellProps, AppShellNavGroup, AppShellNavItem } from './components/AppShell/AppShell.tsx';
export type { AppShellLabels } from './components/AppShell/labels.ts';
export {
  MenuIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  InboxIcon,
  HomeIcon,
  ChartIcon,
  TruckIcon,
  PackageIcon,
  SnowflakeIcon,
  ClipboardIcon,
  ClockIcon,
  UsersIcon,
  SettingsIcon,
  UserIcon,
  LogOutIcon,
  ShieldIcon,
} from './components/NavIcons/NavIcons.tsx';
export type { NavIconProps } from './components/NavIcons/NavIcons.tsx';
export { Menu, menuItemTones, menuPlacements } from './components/Menu/Menu.tsx';
export type { MenuProps, MenuItemSpec, MenuItemTone, MenuPlacement } from './components/Menu/Menu.tsx';
export { Breadcrumbs, breadcrumbsLabels } from './components/Breadcrumbs/Breadcrumbs.tsx';
export type {
  BreadcrumbsProps,
  BreadcrumbItem,
  BreadcrumbsLabels,
} from './components/Breadcrumbs/Breadcrumbs.tsx';
export { Tabs } from './components/Tabs/Tabs.tsx';
export type { TabsProps, TabSpec } from './components/Tabs/Tabs.tsx';
export { Pagination } from './components/Pagination/Pagination.tsx';
export type { PaginationProps } from './components/Pagination/Pagination.tsx';
export { paginationLabels } from './components/Pagination/labels.ts';
export type { PaginationLabels } from './components/Pagination/labels.ts';
export { pageRange } from './components/Pagination/pageRange.ts';
export type { PageRangeItem } from './components/Pagination/pageRange.ts';
export { LoadingBar, loadingBarPlacements } from './components/LoadingBar/LoadingBar.tsx';
export type { LoadingBarProps, LoadingBarPlacement } from './components/LoadingBar/LoadingBar.tsx';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton.tsx';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton.tsx';
export { EmptyState, emptyStateKinds, emptyStateLabels } from './components/EmptyState/EmptyState.tsx';
export type { EmptyStateProps, EmptyStateKind } from './components/EmptyState/EmptyState.tsx';
export { FilterBar, filterBarLabels } from './components/FilterBar/FilterBar.tsx';
export type { FilterBarProps, ActiveFilter, FilterBarLabels } from './components/FilterBar/FilterBar.tsx';
export { FilterPanel, filterPanelLabels } from './components/FilterPanel/FilterPanel.tsx';
export type { FilterPanelProps, FilterPanelLabels } from './components/FilterPanel/FilterPanel.tsx';
export { Avatar, avatarSizes, initialsOf } from './components/Avatar/Avatar.tsx';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar.tsx';
export { Tooltip, tooltipPlacements } from './components/Tooltip/Tooltip.tsx';
export type { TooltipProps, TooltipPlacement } from './components/Tooltip/Tooltip.tsx';
export { Timeline, timelineEventKinds } from './components/Timeline/Timeline.tsx';
export type {
  TimelineProps,
  TimelineEvent,
  TimelineStepEvent,
  TimelineTimeEvent,
} from './components/Timeline/Timeline.tsx';
export { timelineLabels } from './components/Timeline/labels.ts';
export type { TimelineLabels } from './components/Timeline/labels.ts';
export { formatDateTime, formatTime, defaultTimeZone } from './components/Timeline/formatDateTime.ts';
export { LineChart } from './components/Charts/LineChart.tsx';
export type { LineChartProps } from './components/Charts/LineChart.tsx';
export { BarChart } from './components/Charts/BarChart.tsx';
export type { BarChartProps } from './components/Charts/BarChart.tsx';
export { StackedBarChart } from './components/Charts/StackedBarChart.tsx';
export type { StackedBarChartProps } from './components/Charts/StackedBarChart.tsx';
export type { ChartProps, ChartSeries, ChartDatum } from './components/Charts/ChartFrame.tsx';
export { chartTones } from './components/Charts/chartTheme.ts';
export type { ChartTone } from './components/Charts/chartTheme.ts';
export { chartLabels } from './components/Charts/labels.ts';
export type { ChartLabels } from './components/Charts/labels.ts';

// Registers and products
export { ApprovalBadge, approvalLabel, approvalTone } from './components/ApprovalBadge/ApprovalBadge.tsx';
export type { ApprovalBadgeProps } from './components/ApprovalBadge/ApprovalBadge.tsx';
export { approvalStatuses, approvalLabels, approvalTones } from './components/ApprovalBadge/approval.ts';
export type { ApprovalStatus } from './components/ApprovalBadge/approval.ts';
export {
  RegisterKindBadge,
  registerKindLabel,
  registerKindTone,
} from './components/RegisterKindBadge/RegisterKindBadge.tsx';
export type { RegisterKindBadgeProps } from './components/RegisterKindBadge/RegisterKindBadge.tsx';
export {
  registerKinds,
  registerKindLabels,
  registerKindTones,
} from './components/RegisterKindBadge/registerKinds.ts';
export type { RegisterKind } from './components/RegisterKindBadge/registerKinds.ts';
export {
  RepeatDeliveryBadge,
  repeatDeliveryLabel,
  repeatDeliveryLabels,
  repeatDeliveryDescriptions,
} from './components/RepeatDeliveryBadge/RepeatDeliveryBadge.tsx';
export type { RepeatDeliveryBadgeProps } from './components/RepeatDeliveryBadge/RepeatDeliveryBadge.tsx';
export { ProductCard } from './components/ProductCard/ProductCard.tsx';
export type { ProductCardProps, ProductCardProduct } from './components/ProductCard/ProductCard.tsx';
export { productCardLabels } from './components/ProductCard/labels.ts';
export type { ProductCardLabels } from './components/ProductCard/labels.ts';
export { LinkTabs } from './components/LinkTabs/LinkTabs.tsx';
export type { LinkTabsProps, LinkTab } from './components/LinkTabs/LinkTabs.tsx';
export { QrCode, qrErrorCorrectionLevels } from './components/QrCode/QrCode.tsx';
export type { QrCodeProps, QrErrorCorrectionLevel } from './components/QrCode/QrCode.tsx';
export { PrintLayout, printLayoutModes } from './components/PrintLayout/PrintLayout.tsx';
export type {
  PrintLayoutProps,
  PrintLayoutMode,
  PrintFact,
  PrintColumn,
} from './components/PrintLayout/PrintLayout.tsx';
export { printLayoutLabels } from './components/PrintLayout/labels.ts';
export type { PrintLayoutLabels } from './components/PrintLayout/labels.ts';

// Scanning
export { ScanInput } from './components/ScanInput/ScanInput.tsx';
export { splitCodes, takesCodesNow } from './components/ScanInput/codes.ts';
export type { ScanInputProps, ScanEntry } from './components/ScanInput/ScanInput.tsx';
export {
  scanResults,
  scanResultTones,
  scanInputLabels,
  scanResultLabel,
} from './components/ScanInput/labels.ts';
export type { ScanResult, ScanInputLabels } from './components/ScanInput/labels.ts';
