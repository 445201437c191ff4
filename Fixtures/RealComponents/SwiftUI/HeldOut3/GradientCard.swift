// Written in the style of public SwiftUI components (gradient info cards); not a copy of any of them.
import SwiftUI

struct GradientCard: View {
    let title: String
    let subtitle: String
    let systemImage: String
    var colors: [Color] = [.purple, .blue]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: systemImage)
                .font(.largeTitle)
            Spacer()
            Text(title)
                .font(.title2.bold())
            Text(subtitle)
                .font(.subheadline)
                .opacity(0.8)
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, minHeight: 180, alignment: .leading)
        .background(
            LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: colors.last?.opacity(0.4) ?? .clear, radius: 12, x: 0, y: 8)
    }
}

struct GradientCard_Previews: PreviewProvider {
    static var previews: some View {
        GradientCard(title: "Weekly goal", subtitle: "4 of 5 workouts", systemImage: "flame.fill")
            .padding()
    }
}
