// Written in the style of public SwiftUI components (horizontal week date pickers); not a copy of any of them.
import SwiftUI

struct CalendarStrip: View {
    @Binding var selectedDate: Date
    private let calendar = Calendar.current

    private var days: [Date] {
        let start = calendar.startOfDay(for: Date())
        return (0..<14).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(days, id: \.self) { day in
                    let isSelected = calendar.isDate(day, inSameDayAs: selectedDate)
                    VStack(spacing: 6) {
                        Text(day.formatted(.dateTime.weekday(.abbreviated)))
                            .font(.caption)
                        Text(day.formatted(.dateTime.day()))
                            .font(.headline)
                    }
                    .frame(width: 48, height: 64)
                    .background(
                        RoundedRectangle(cornerRadius: 12)
                            .fill(isSelected ? Color.accentColor : Color(.systemGray6))
                    )
                    .foregroundColor(isSelected ? .white : .primary)
                    .onTapGesture { selectedDate = day }
                }
            }
            .padding(.horizontal)
        }
    }
}
