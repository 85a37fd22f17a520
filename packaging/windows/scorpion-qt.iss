; Inno Setup script for Scorpion Qt on Windows. UNTESTED: written on Linux, where neither
; PyInstaller's Windows build nor Inno Setup can run. On Windows, from the repository:
;   python packaging\make.py bundle
;   iscc /DAppVersion=0.1.0 packaging\windows\scorpion-qt.iss
; The installer lands in dist\ as scorpion-qt-VERSION-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Scorpion Qt"
#define AppExe "scorpion-qt.exe"

[Setup]
; A fixed GUID: upgrades replace the installed version instead of installing beside it.
AppId={{6A1F4C2E-3B7D-4E59-9C0A-5D2B8F17E3A4}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The Scorpion Qt team
AppPublisherURL=https://github.com/scorpion-qt/scorpion-qt
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
OutputDir=..\..\dist
OutputBaseFilename=scorpion-qt-{#AppVersion}-setup
SetupIconFile=..\icons\scorpion-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\scorpion-qt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
