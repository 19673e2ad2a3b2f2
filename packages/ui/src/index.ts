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
export type { AppHeaderProps } from './components/AppHeader/AppHeader.tsx';

// Part A
export { darkTheme, darkThemeValues } from './theme/dark.css.ts';
export { printHide } from './theme/print.ts';
export {
  uiLocales,
  defaultUiLocale,
  intlLocales,
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
  RegisterTable,
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
