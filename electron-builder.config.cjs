/**
 * Build time. The electron-builder configuration the package scripts use:
 * electron-builder.yml (the whole static configuration, checked by
 * tests/main/packaging.test.ts) plus Windows code signing chosen from the
 * environment of the build machine (D138). Nothing set → an unsigned build,
 * as before.
 *
 *   Certificate (.pfx/.p12):  CSC_LINK (or WIN_CSC_LINK) = file path, https URL or base64;
 *                             CSC_KEY_PASSWORD (or WIN_CSC_KEY_PASSWORD). Read by electron-builder itself.
 *   Azure Trusted Signing:    BALCAO_AZURE_SIGNING_ENDPOINT, BALCAO_AZURE_SIGNING_ACCOUNT,
 *                             BALCAO_AZURE_SIGNING_PROFILE, plus Entra ID credentials
 *                             (AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET) read by Azure's module.
 *   Either way:               BALCAO_WIN_PUBLISHER_NAME = the certificate's subject CN, which
 *                             electron-updater checks on every downloaded update (D135).
 */
'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parse } = require('yaml');

const AZURE_VARIABLES = [
  'BALCAO_AZURE_SIGNING_ENDPOINT',
  'BALCAO_AZURE_SIGNING_ACCOUNT',
  'BALCAO_AZURE_SIGNING_PROFILE',
];

/** The `win` signing options for this environment: {} when unsigned; throws on a half-done setup. */
function windowsSigning(env) {
  const certificate = Boolean(env.CSC_LINK || env.WIN_CSC_LINK);
  const azureSet = AZURE_VARIABLES.filter((name) => env[name]);
  const publisherName = env.BALCAO_WIN_PUBLISHER_NAME;
  if (azureSet.length > 0 && azureSet.length < AZURE_VARIABLES.length) {
    throw new Error(
      `Azure Trusted Signing: defina todas ou nenhuma de ${AZURE_VARIABLES.join(', ')} (faltam ${AZURE_VARIABLES.filter((n) => !env[n]).join(', ')}).`,
    );
  }
  const azure = azureSet.length === AZURE_VARIABLES.length;
  if (azure && certificate)
    throw new Error('Assinatura: escolha certificado (CSC_LINK) ou Azure Trusted Signing, não os dois.');
  if ((azure || certificate) && !publisherName) {
    throw new Error(
      'Assinatura: defina BALCAO_WIN_PUBLISHER_NAME (o CN do certificado), que o atualizador confere em cada atualização.',
    );
  }
  if (azure) {
    return {
      azureSignOptions: {
        publisherName,
        endpoint: env.BALCAO_AZURE_SIGNING_ENDPOINT,
        codeSigningAccountName: env.BALCAO_AZURE_SIGNING_ACCOUNT,
        certificateProfileName: env.BALCAO_AZURE_SIGNING_PROFILE,
      },
    };
  }
  if (certificate) return { signtoolOptions: { publisherName, signingHashAlgorithms: ['sha256'] } };
  return {};
}

function builderConfig(env = process.env) {
  const base = parse(readFileSync(join(__dirname, 'electron-builder.yml'), 'utf8'));
  return { ...base, win: { ...base.win, ...windowsSigning(env) } };
}

module.exports = builderConfig();
module.exports.builderConfig = builderConfig;
module.exports.windowsSigning = windowsSigning;
