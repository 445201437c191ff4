// Written in the style of public open-source SwiftUI widgets (a card that starts a `Task` in `onAppear` and cancels it in `onDisappear`); not a copy of any of them.
import SwiftUI

struct Forecast {
    var city: String
    var temperature: Int
    var symbol: String
}

@MainActor
final class WeatherService: ObservableObject {
    @Published var forecast: Forecast?

    func fetch(city: String) async {
        try? await Task.sleep(nanoseconds: 400_000_000)
        if Task.isCancelled { return }
        forecast = Forecast(city: city, temperature: 18, symbol: "cloud.sun")
    }
}

struct WeatherCard: View {
    let city: String
    @StateObject private var service = WeatherService()
    @State private var loadTask: Task<Void, Never>?

    var body: some View {
        HStack(spacing: 16) {
            if let forecast = service.forecast {
                Image(systemName: forecast.symbol)
                    .font(.largeTitle)
                VStack(alignment: .leading) {
                    Text(forecast.city).font(.headline)
                    Text("\(forecast.temperature)°").font(.title)
                }
            } else {
                ProgressView()
                Text("Loading \(city)…")
                    .foregroundColor(.secondary)
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.blue.opacity(0.15)))
        .onAppear {
            loadTask = Task { await service.fetch(city: city) }
        }
        .onDisappear {
            loadTask?.cancel()
        }
    }
}
