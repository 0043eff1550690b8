import type { SampleClinicTexts } from "../clinics.ts";
/**
 * The sample clinics' name, address and district in Kannada, as the places are
 * written in it (brand names stay in Latin letters). The state is not repeated:
 * the pack's state names give it.
 */
export const clinicTexts: SampleClinicTexts = {
  tumakuru: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ತುಮಕೂರು", address: "ಎಪಿಎಂಸಿ ಯಾರ್ಡ್ ಹತ್ತಿರ, ಬಿ.ಎಚ್. ರಸ್ತೆ, ತುಮಕೂರು 572101", district: "ತುಮಕೂರು" },
  baramati: { name: "Soil Didi ಕೇಂದ್ರ ಬಾರಾಮತಿ", address: "ಅಂಗಡಿ ಸಂ. 4, ಕೃಷಿ ಭವನ ರಸ್ತೆ, ಬಾರಾಮತಿ 413102", district: "ಪುಣೆ" },
  sitapur: { name: "Soil Didi ಕೇಂದ್ರ ಸೀತಾಪುರ", address: "ಲಾಲ್‌ಬಾಗ್ ವೃತ್ತ, ಕಿಸಾನ್ ಸೇವಾ ಕೇಂದ್ರದ ಹತ್ತಿರ, ಸೀತಾಪುರ 261001", district: "ಸೀತಾಪುರ" },
  dharwad: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ಧಾರವಾಡ", address: "ಕೃಷಿ ವಿಜ್ಞಾನಗಳ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಗೇಟ್ ಎದುರು, ಕೃಷಿನಗರ, ಧಾರವಾಡ 580005", district: "ಧಾರವಾಡ" },
  niphad: { name: "Soil Didi ಕೇಂದ್ರ ನಿಫಾಡ್", address: "ಮಾರುಕಟ್ಟೆ ಯಾರ್ಡ್ ರಸ್ತೆ, ನಿಫಾಡ್, ನಾಸಿಕ್ 422303", district: "ನಾಸಿಕ್" },
  varanasi: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ವಾರಾಣಸಿ", address: "ಸೆಕ್ಟರ್ 2, ಕೃಷಿ ವಿಜ್ಞಾನ ಕೇಂದ್ರದ ಹತ್ತಿರ, ಕಲ್ಲಿಪುರ, ವಾರಾಣಸಿ 221307", district: "ವಾರಾಣಸಿ" },
  ludhiana: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ಲುಧಿಯಾನ", address: "ಫಿರೋಜ್‌ಪುರ ರಸ್ತೆ, ಪಂಜಾಬ್ ಕೃಷಿ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಗೇಟ್ ಸಂ. 1ರ ಹತ್ತಿರ, ಲುಧಿಯಾನ 141004", district: "ಲುಧಿಯಾನ" },
  sehore: { name: "Soil Didi ಕೇಂದ್ರ ಸೀಹೋರ್", address: "ಭೋಪಾಲ್ ನಾಕಾ, ಇಂದೋರ್ ರಸ್ತೆ, ಸೀಹೋರ್ 466001", district: "ಸೀಹೋರ್" },
  thanjavur: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ತಂಜಾವೂರು", address: "ಮೆಡಿಕಲ್ ಕಾಲೇಜು ರಸ್ತೆ, ಉಳವರ್ ಸಂತೆ (ರೈತರ ಮಾರುಕಟ್ಟೆ) ಹತ್ತಿರ, ತಂಜಾವೂರು 613004", district: "ತಂಜಾವೂರು" },
  guntur: { name: "Soil Didi ಕೇಂದ್ರ ಗುಂಟೂರು", address: "ಅಮರಾವತಿ ರಸ್ತೆ, ಮೆಣಸಿನಕಾಯಿ ಯಾರ್ಡ್ ಹತ್ತಿರ, ಗುಂಟೂರು 522002", district: "ಗುಂಟೂರು" },
  muzaffarpur: { name: "Soil Didi ಕೇಂದ್ರ ಮುಜಫ್ಫರ್‌ಪುರ", address: "ಬ್ರಹ್ಮಪುರ, ಬೇಲಾ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶದ ಹತ್ತಿರ, ಮುಜಫ್ಫರ್‌ಪುರ 842003", district: "ಮುಜಫ್ಫರ್‌ಪುರ" },
  anand: { name: "Soil Doctor ಕ್ಲಿನಿಕ್ ಆನಂದ್", address: "ವಲ್ಲಭ ವಿದ್ಯಾನಗರ ರಸ್ತೆ, ಅಮುಲ್ ಡೈರಿ ಹತ್ತಿರ, ಆನಂದ್ 388001", district: "ಆನಂದ್" },
};
